import { describe, expect, it } from 'vitest';
import { readIssue } from '../schema-issue.js';
import { fareFor, fareSlabsFormSchema, fareSlabsInputSchema } from './transport.schema.js';

const slabs = [
  { upToKm: 10, feePaise: 1_200_000 },
  { upToKm: 20, feePaise: 1_600_000 },
  { upToKm: 30, feePaise: 2_000_000 },
  { upToKm: 45, feePaise: 2_400_000 },
];

describe('fareFor', () => {
  it('is the first slab reaching as far as the stop, its edge included', () => {
    expect(fareFor(0, slabs)).toEqual(slabs[0]);
    expect(fareFor(10, slabs)).toEqual(slabs[0]);
    expect(fareFor(10.1, slabs)).toEqual(slabs[1]);
    expect(fareFor(45, slabs)).toEqual(slabs[3]);
  });

  it('is none beyond the last slab, or with no slabs set', () => {
    expect(fareFor(45.1, slabs)).toBeUndefined();
    expect(fareFor(5, [])).toBeUndefined();
  });
});

describe('fareSlabsInputSchema', () => {
  const issues = (body: unknown) =>
    fareSlabsInputSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), readIssue(i.message).message]);

  it('takes distances as text or numbers', () => {
    expect(
      fareSlabsInputSchema.parse({
        slabs: [
          { upToKm: ' 12.5 ', feePaise: 100 },
          { upToKm: 20, feePaise: 100 },
        ],
      }),
    ).toEqual({
      slabs: [
        { upToKm: 12.5, feePaise: 100 },
        { upToKm: 20, feePaise: 100 },
      ],
    });
  });

  it('refuses distances not rising and fees falling, naming the slab', () => {
    expect(
      issues({
        slabs: [
          { upToKm: 20, feePaise: 200 },
          { upToKm: 20, feePaise: 300 },
          { upToKm: 30, feePaise: 100 },
        ],
      }),
    ).toEqual([
      ['slabs.1.upToKm', 'Slabs must be nearest first: the slab up to 20 km comes after the slab up to 20 km'],
      ['slabs.2.feePaise', 'A farther slab may not cost less: the slab up to 30 km costs less than the slab up to 20 km'],
    ]);
  });

  it('refuses a distance out of range or with two decimals, a fee of nothing, and no slabs', () => {
    expect(issues({ slabs: [{ upToKm: '0', feePaise: 100 }] })?.[0]?.[0]).toBe('slabs.0.upToKm');
    expect(issues({ slabs: [{ upToKm: 12.25, feePaise: 100 }] })?.[0]?.[0]).toBe('slabs.0.upToKm');
    expect(issues({ slabs: [{ upToKm: 301, feePaise: 100 }] })?.[0]?.[0]).toBe('slabs.0.upToKm');
    expect(issues({ slabs: [{ upToKm: 10, feePaise: 0 }] })).toEqual([
      ['slabs.0.feePaise', 'A slab’s yearly fee must be from ₹0.01 to ₹5,00,000'],
    ]);
    expect(issues({ slabs: [] })?.[0]?.[0]).toBe('slabs');
    expect(issues({ slabs: Array.from({ length: 21 }, (_, i) => ({ upToKm: i + 1, feePaise: 100 })) })?.[0]?.[0]).toBe('slabs');
  });
});

describe('fareSlabsFormSchema', () => {
  it('reads the fee in rupees', () => {
    expect(fareSlabsFormSchema('en').parse({ slabs: [{ upToKm: '10', feePaise: '12000' }] })).toEqual({
      slabs: [{ upToKm: 10, feePaise: 1_200_000 }],
    });
    const typed = fareSlabsFormSchema('en').safeParse({ slabs: [{ upToKm: '10', feePaise: 'twelve' }] });
    expect(typed.error?.issues[0]).toMatchObject({ path: ['slabs', 0, 'feePaise'] });
  });
});
