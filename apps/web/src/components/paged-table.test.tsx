import { Button } from '@mui/material';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFormat } from '../lib/format';
import { renderWithApp } from '../test/render';
import { PagedTable, type PagedColumn } from './paged-table';

interface Payment {
  rollNo: string;
  name: string;
  paise: number;
}

const ROWS: Payment[] = [
  { rollNo: '25VC1A0563', name: 'Meena Rao', paise: 56_595_000 },
  { rollNo: '25VC1A0564', name: 'Arjun Varma', paise: 1_250_000 },
];

/** jsdom has no layout: the window's width is what `matchMedia` answers `max-width` queries with. */
function windowWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

function Payments(props: { rows?: Payment[]; total?: number; page?: number; pages?: number[]; sizes?: number[]; loading?: boolean }) {
  const format = useFormat();
  const columns: PagedColumn<Payment>[] = [
    { key: 'rollNo', header: 'Roll number', cell: (r) => r.rollNo, nowrap: true, card: 'primary' },
    { key: 'name', header: 'Name', cell: (r) => r.name, card: 'title' },
    { key: 'amount', header: 'Amount', cell: (r) => format.money(r.paise), align: 'right', nowrap: true },
  ];
  return (
    <PagedTable
      label="Payments"
      columns={columns}
      rows={'rows' in props ? props.rows : ROWS}
      rowKey={(r) => r.rollNo}
      rowAttributes={(r) => ({ 'data-roll': r.rollNo })}
      actions={(r) => <Button aria-label={`Receipt of ${r.rollNo}`}>Receipt</Button>}
      total={props.total ?? 2109}
      page={props.page ?? 1}
      pageSize={20}
      pageSizes={[10, 20, 50]}
      onPageChange={(p) => props.pages?.push(p)}
      onPageSizeChange={(s) => props.sizes?.push(s)}
      loading={props.loading}
      empty="No payments yet"
    />
  );
}

beforeEach(() => windowWidth(1280));
afterEach(cleanup);

describe('PagedTable', () => {
  it('shows the columns and rows as a table, with the server total in the pagination', async () => {
    await renderWithApp(<Payments />);
    const table = screen.getByRole('table', { name: 'Payments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Roll number', 'Name', 'Amount', 'Actions']);
    const first = within(table).getAllByRole('row')[1];
    expect(first.getAttribute('data-roll')).toBe('25VC1A0563');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['25VC1A0563', 'Meena Rao', '₹5,65,950.00', 'Receipt']);
    // An amount stays whole on one line.
    expect(getComputedStyle(within(first).getAllByRole('cell')[2]).whiteSpace).toBe('nowrap');
    expect(screen.getByText('1–20 of 2,109')).toBeTruthy();
    expect(screen.getByText('Rows per page')).toBeTruthy();
  });

  it('is a focusable region only while its rows are wider than the page, so a keyboard can scroll it', async () => {
    await renderWithApp(<Payments />);
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    cleanup();
    // jsdom lays nothing out: the container reports rows wider than itself.
    const wide = [
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    ] as const;
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1400 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
    try {
      await renderWithApp(<Payments />);
      const region = screen.getByRole('region', { name: 'Payments' });
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(within(region).getByRole('table', { name: 'Payments' })).toBeTruthy();
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'scrollWidth', wide[0] ?? { configurable: true, value: 0 });
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', wide[1] ?? { configurable: true, value: 0 });
    }
  });

  it('writes its labels and figures in German', async () => {
    await renderWithApp(<Payments page={2} />, { language: 'de' });
    expect(screen.getByText('21–40 von 2.109')).toBeTruthy();
    expect(screen.getByText('Zeilen pro Seite')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Aktionen' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /^565\.950,00\s₹$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
  });

  it('asks the caller for the next page and for another page size', async () => {
    const pages: number[] = [];
    const sizes: number[] = [];
    await renderWithApp(<Payments pages={pages} sizes={sizes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pages).toEqual([2, 106]);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(sizes).toEqual([50]);
  });

  it('shows each row as a card below 600 px: the title, label and value pairs, the actions as buttons', async () => {
    windowWidth(390);
    await renderWithApp(<Payments />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = cards[0];
    expect(card.getAttribute('data-roll')).toBe('25VC1A0563');
    expect(card.textContent).toContain('Meena Rao');
    expect(within(card).getByText('Amount').tagName).toBe('DT');
    expect(within(card).getByText('₹5,65,950.00').tagName).toBe('DD');
    expect(within(card).getByRole('button', { name: 'Receipt of 25VC1A0563' })).toBeTruthy();
    expect(screen.getByText('1–20 of 2,109')).toBeTruthy();
  });

  it('keeps a table at 600 px', async () => {
    windowWidth(600);
    await renderWithApp(<Payments />);
    expect(screen.getByRole('table', { name: 'Payments' })).toBeTruthy();
  });

  it('says when there is nothing, and holds the rows place while the first page loads', async () => {
    await renderWithApp(<Payments rows={[]} total={0} />);
    expect(screen.getByText('No payments yet')).toBeTruthy();
    expect(screen.queryByText(/of 0/)).toBeNull();
    cleanup();
    const { container } = await renderWithApp(<Payments rows={undefined} loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(10);
    expect(screen.queryByText('No payments yet')).toBeNull();
  });
});
