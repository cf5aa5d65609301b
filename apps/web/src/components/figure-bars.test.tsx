import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { barScale, FigureBars } from './figure-bars';

afterEach(cleanup);

const ticks = () => [...screen.getByTestId('figure-bars-scale').querySelectorAll('span')].map((n) => n.textContent);
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('rowheader'))
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getAllByRole('cell').at(-1)?.textContent]);

describe('FigureBars', () => {
  it("names each bar and reads its value in a table a screen reader walks, with the series as the table's name", async () => {
    await renderWithApp(<FigureBars labels={['B.Tech CSE', 'B.Tech ECE', 'MBA']} values={[2037, 480, 0]} series="Students" />);
    expect(screen.getByRole('table', { name: 'Students' })).toBeTruthy();
    expect(rows()).toEqual([
      ['B.Tech CSE', '2,037'],
      ['B.Tech ECE', '480'],
      ['MBA', '0'],
    ]);
    // The scale: whole steps from zero past the largest value, as the reader's language writes figures.
    expect(ticks()).toEqual(['0', '500', '1,000', '1,500', '2,000', '2,500']);
  });

  it('draws each bar as long as its value on the scale', async () => {
    const { container } = await renderWithApp(
      <FigureBars labels={['A', 'B']} values={[75, 30]} series="Pass" axis={{ min: 0, max: 100 }} />,
    );
    const widths = [...container.querySelectorAll<HTMLElement>('[data-bar]')].map((bar) => bar.style.width || getComputedStyle(bar).width);
    expect(widths).toEqual(['75%', '30%']);
  });

  it('writes values and ticks with the formats given, in German too', async () => {
    await renderWithApp(
      <FigureBars
        labels={['Mathematik']}
        values={[85.5]}
        series="Bestehensquote"
        format={(v) => `${String(v).replace('.', ',')} %`}
        axis={{ min: 0, max: 100 }}
      />,
      { language: 'de' },
    );
    expect(rows()).toEqual([['Mathematik', '85,5 %']]);
    expect(ticks()).toEqual(['0', '20', '40', '60', '80', '100']);
  });

  it('never puts a tick between two whole numbers', () => {
    expect(barScale([2]).ticks).toEqual([0, 1, 2]);
    expect(barScale([0]).ticks).toEqual([0, 1]);
    expect(barScale([150000]).ticks).toEqual([0, 50000, 100000, 150000]);
  });
});
