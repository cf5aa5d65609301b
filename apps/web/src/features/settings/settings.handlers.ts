import { http, HttpResponse } from 'msw';
import type { CollegeSettings, CollegeSettingsAnswer } from '@campus/shared';

/** The settings the college has stored: what the settings page opens with. */
export const STORED_SETTINGS: CollegeSettingsAnswer = {
  code: 'VCET',
  name: 'Vidyanagar College of Engineering and Technology',
  aboutUs: 'An autonomous college.',
  contact: {
    officialCommunication: 'PO Box 12, Hyderabad',
    campus: 'Vidyanagar, Hyderabad 500044',
    phoneNumber: ['9000012345', '9000054321'],
    faxNumber: '',
    candidateDetails: [{ designation: 'Principal', name: 'Dr. S. Rao', mailId: 'principal@vcet.edu.in' }],
    jurisdictionCity: 'Hyderabad',
    supportEmail: 'support@vcet.edu.in',
    iqacLinks: { nirf: 'https://www.nirfindia.org/vcet.pdf' },
  },
  timeZone: 'Asia/Kolkata',
  codeOverridden: false,
};

export const settingsHandlers = [
  http.get('/api/college-settings', () => HttpResponse.json(STORED_SETTINGS)),
  // The server keeps what it is sent and answers it as stored.
  http.put('/api/college-settings', async ({ request }) => {
    const saved = (await request.json()) as CollegeSettings;
    return HttpResponse.json({ ...STORED_SETTINGS, ...saved, contact: { ...STORED_SETTINGS.contact, ...saved.contact } });
  }),
];
