/** Indian given names and surnames for demo data, weighted towards the Telugu states. */
export const MALE_NAMES = [
  'Aarav', 'Abhishek', 'Aditya', 'Ajay', 'Akhil', 'Anand', 'Anil', 'Arjun', 'Arun', 'Bharath', 'Chaitanya', 'Charan',
  'Deepak', 'Dinesh', 'Ganesh', 'Gopal', 'Harish', 'Hemanth', 'Jagadeesh', 'Karthik', 'Kiran', 'Krishna', 'Lokesh',
  'Madhav', 'Mahesh', 'Manoj', 'Naveen', 'Nikhil', 'Nitin', 'Pavan', 'Prakash', 'Pranay', 'Prasad', 'Praveen', 'Rahul',
  'Rajesh', 'Rakesh', 'Ram', 'Ravi', 'Rohit', 'Sai', 'Sandeep', 'Sanjay', 'Santosh', 'Siddharth', 'Srikanth', 'Srinivas',
  'Sudheer', 'Suresh', 'Tarun', 'Teja', 'Uday', 'Varun', 'Venkat', 'Vijay', 'Vikram', 'Vinay', 'Vishnu', 'Yash', 'Yeshwanth',
];
export const FEMALE_NAMES = [
  'Aishwarya', 'Akshara', 'Anjali', 'Anusha', 'Bhavana', 'Chandana', 'Deepika', 'Divya', 'Gayathri', 'Harika', 'Harshitha',
  'Indu', 'Jyothi', 'Kavya', 'Keerthi', 'Lakshmi', 'Lavanya', 'Madhuri', 'Manasa', 'Meghana', 'Mounika', 'Navya', 'Neha',
  'Nikitha', 'Pallavi', 'Pooja', 'Pranathi', 'Priya', 'Ramya', 'Rashmi', 'Sahithi', 'Sai Priya', 'Sandhya', 'Shreya',
  'Sindhu', 'Sneha', 'Soumya', 'Sravani', 'Sravya', 'Sruthi', 'Swathi', 'Tejaswini', 'Varsha', 'Vennela', 'Vidya', 'Yamini',
];
export const SURNAMES = [
  'Reddy', 'Rao', 'Naidu', 'Chowdary', 'Sharma', 'Varma', 'Goud', 'Yadav', 'Kumar', 'Raju', 'Patel', 'Iyer', 'Nair',
  'Menon', 'Pillai', 'Gupta', 'Agarwal', 'Singh', 'Verma', 'Mishra', 'Joshi', 'Kulkarni', 'Deshpande', 'Bhat', 'Hegde',
  'Shetty', 'Das', 'Banerjee', 'Mukherjee', 'Sastry', 'Murthy', 'Prasad', 'Chary', 'Setty', 'Gandhi', 'Mehta', 'Shah',
  'Khan', 'Ahmed', 'Siddiqui', 'Fernandes', 'Dsouza', 'Kamath', 'Rathod', 'Naik', 'Achari', 'Bandi', 'Kota', 'Vemula',
];

/** A deterministic pseudo-random sequence, so that the demo college is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)];
}
