/** A simple admission form (`getStudentadmissiondata`) that the demo college accepts, with the Aadhaar number given. */
export const simpleAdmission = (aadharNo: string, over: Record<string, unknown> = {}) => ({
  dateOfAdmission: '2025-07-15',
  name: 'Meena Kumari',
  admissionType: 'Direct',
  courseAppliedFor: 'B.Tech',
  branch: 'ECE',
  gender: 'FEMALE',
  aadharNo,
  fatherContactNo: '9876543210',
  fathersName: 'Ramesh Babu',
  ...over,
});
