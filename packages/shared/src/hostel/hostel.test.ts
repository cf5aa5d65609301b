import { describe, expect, it } from 'vitest';
import { bedChanges, bedLabels, blockInputSchema, roomTypeFormSchema } from './hostel.schema.js';

describe('a room’s beds', () => {
  it('are labelled A, B, … as many as its type has', () => {
    expect(bedLabels(1)).toEqual(['A']);
    expect(bedLabels(3)).toEqual(['A', 'B', 'C']);
    expect(bedLabels(0)).toEqual([]);
  });

  it('grow by the labels missing and shrink by those beyond the new type', () => {
    expect(bedChanges(['A', 'B'], 3)).toEqual({ add: ['C'], remove: [] });
    expect(bedChanges(['A', 'B', 'C'], 1)).toEqual({ add: [], remove: ['B', 'C'] });
    expect(bedChanges(['A', 'B'], 2)).toEqual({ add: [], remove: [] });
    expect(bedChanges([], 2)).toEqual({ add: ['A', 'B'], remove: [] });
  });
});

describe('the hostel’s forms', () => {
  it('keep a block’s code in capitals and its warden’s mobile as ten digits', () => {
    const block = blockInputSchema.parse({
      code: 'bh-1',
      name: 'Boys’ Hostel 1',
      gender: 'boys',
      floors: '3',
      wardenName: '',
      wardenPhone: '+91 98480 12345',
    });
    expect(block).toEqual({ code: 'BH-1', name: 'Boys’ Hostel 1', gender: 'boys', floors: 3, wardenName: null, wardenPhone: '9848012345' });
  });

  it('read a room type’s rupees in the reader’s language and refuse a rent of nothing', () => {
    const form = { code: 'dbl', name: 'Double, non-AC', bedsPerRoom: '2', ac: false, rentPeriod: 'semester', messPeriod: 'month' };
    const de = roomTypeFormSchema('de').parse({ ...form, rentPaise: '30000,50', messPaise: '3500', cautionPaise: '0' });
    expect(de).toMatchObject({ code: 'DBL', bedsPerRoom: 2, rentPaise: 3_000_050, messPaise: 350_000, cautionPaise: 0 });
    const free = roomTypeFormSchema('en').safeParse({ ...form, rentPaise: '0', messPaise: '3500', cautionPaise: '10000' });
    expect(free.error?.issues.map((i) => i.path.join('.'))).toEqual(['rentPaise']);
    const typed = roomTypeFormSchema('en').safeParse({ ...form, rentPaise: 'lots', messPaise: '3500', cautionPaise: '10000' });
    expect(typed.error?.issues[0]?.message).toContain('Rent must be an amount in rupees');
  });
});
