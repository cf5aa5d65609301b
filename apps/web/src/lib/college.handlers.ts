import { http, HttpResponse } from 'msw';
import type { CollegeImages, ContactData } from '@campus/shared';

// The college's public data (lib/college.ts).

const IMAGES: CollegeImages = { logo: null, banner: null };
const CONTACTS: ContactData[] = [];

export const collegeHandlers = [
  http.get('/api/getCollegeName', () => HttpResponse.text('VCET')),
  http.get('/api/college/images', () => HttpResponse.json(IMAGES)),
  http.get('/api/getContactData', () => HttpResponse.json(CONTACTS)),
];
