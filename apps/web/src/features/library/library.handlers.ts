import { http, HttpResponse } from 'msw';
import type { CataloguePage, TitleDetail } from '@campus/shared';

/** One title of the demo catalogue, with its one copy. */
const TITLE: TitleDetail = {
  id: 1,
  title: 'Electrical Machinery',
  authors: ['P. S. Bimbhra'],
  publisher: 'Khanna Publishers',
  year: 2021,
  edition: '7th',
  isbn: '9788174091734',
  subject: 'Electrical Machines',
  language: 'English',
  callNumber: '621.31 BIM',
  copies: [
    {
      id: 1,
      titleId: 1,
      accessionNumber: 'ACC-000001',
      barcode: 'ACC-000001',
      location: 'Stack 1, Shelf 1',
      pricePaise: 65_000,
      source: 'purchase',
      billNumber: 'INV/2024/101',
      billDate: '2024-07-01',
      status: 'available',
      itemKind: 'book',
    },
  ],
};

const PAGE: CataloguePage = {
  total: 1,
  page: 1,
  size: 25,
  rows: [{ id: 1, title: TITLE.title, authors: TITLE.authors, isbn: TITLE.isbn, callNumber: TITLE.callNumber, copies: 1, available: 1 }],
};

export const libraryHandlers = [
  http.get('/api/library/titles', () => HttpResponse.json(PAGE)),
  http.get('/api/library/titles/:id', () => HttpResponse.json(TITLE)),
  http.post('/api/library/titles', async ({ request }) => {
    const body = (await request.json()) as Omit<TitleDetail, 'id' | 'copies'>;
    return HttpResponse.json({ ...TITLE, ...body, id: 2, copies: [] } satisfies TitleDetail, { status: 201 });
  }),
];
