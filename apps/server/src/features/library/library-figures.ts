import { sql } from 'drizzle-orm';
import { LIBRARY_FINE_CODE, type LibraryDashboard } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';

/** Overdue copies the landing page lists, the longest overdue first. */
const OVERDUE_SHOWN = 8;
/** Days of issues and returns the landing page charts, today included. */
const DAYS_CHARTED = 14;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * The library's figures for its staff's landing page, counted by the college's dates (a loan's
 * issue, due and return days), never by when a row was written.
 */
export function createLibraryFigures(db: DbOrTx) {
  async function figures(today: string, zone: string): Promise<LibraryDashboard> {
    const month = `${today.slice(0, 7)}-01`;
    const from = daysBefore(today, DAYS_CHARTED - 1);
    const [counts, overdueCopies, charges, collected, catalogue, byDay] = await Promise.all([
      rowsOf<{ issuedToday: number; returnedToday: number; onLoan: number; overdue: number }>(
        db,
        sql`select
              count(*) filter (where issued_on = ${today})::int as "issuedToday",
              count(*) filter (where closed_on = ${today} and outcome = 'returned')::int as "returnedToday",
              count(*) filter (where closed_at is null)::int as "onLoan",
              count(*) filter (where closed_at is null and due_on < ${today})::int as "overdue"
            from library_loans
            where closed_at is null or issued_on = ${today} or closed_on = ${today}`,
      ),
      rowsOf<LibraryDashboard['overdueCopies'][number]>(
        db,
        sql`select c.accession_number as "accessionNumber", t.title,
              coalesce(s.full_name, f.full_name) as member,
              coalesce(s.roll_number, f.emp_code) as "memberNumber",
              l.due_on::text as "dueOn", (${today}::date - l.due_on)::int as "daysOverdue"
            from library_loans l
            join library_copies c on c.id = l.copy_id
            join library_titles t on t.id = c.title_id
            left join students s on s.id = l.student_id
            left join faculty f on f.id = l.faculty_id
            where l.closed_at is null and l.due_on < ${today}
            order by l.due_on, c.accession_number
            limit ${OVERDUE_SHOWN}`,
      ),
      rowsOf<{ chargedThisMonthPaise: number; unpaidPaise: number }>(
        db,
        sql`select
              coalesce(sum(ch.amount_paise) filter (where l.closed_on >= ${month} and l.closed_on <= ${today}), 0)::bigint::float8 as "chargedThisMonthPaise",
              (select coalesce(sum(ch.amount_paise - ch.paid_paise - ch.waived_paise) filter (where l.faculty_id is not null), 0)
                from library_charges ch join library_loans l on l.id = ch.loan_id)::bigint::float8
              + (select coalesce(sum(greatest(d.charged - coalesce(p.paid, 0), 0)), 0) from (
                  select sc.student_id, sum(sc.amount_paise - sc.waived_paise) as charged
                  from student_charges sc where sc.library_charge_id is not null group by sc.student_id) d
                left join (
                  select o.student_id, sum(coalesce(i.settled_paise, i.amount_paise)) as paid
                  from payment_order_items i join payment_orders o on o.id = i.order_id join fee_types ft on ft.id = i.fee_type_id
                  where o.status = 'PAID' and ft.code = ${LIBRARY_FINE_CODE} and i.semester is null group by o.student_id) p
                on p.student_id = d.student_id)::bigint::float8 as "unpaidPaise"
            from library_charges ch join library_loans l on l.id = ch.loan_id`,
      ),
      rowsOf<{ collectedThisMonthPaise: number }>(
        db,
        sql`select coalesce(sum(coalesce(i.settled_paise, i.amount_paise)), 0)::bigint::float8 as "collectedThisMonthPaise"
            from fee_collections fc
            join payment_order_items i on i.order_id = fc.order_id
            join fee_types ft on ft.id = i.fee_type_id and ft.code = ${LIBRARY_FINE_CODE}
            where fc.paid_at >= (${month}::date::timestamp at time zone ${zone})
              and fc.paid_at < ((${today}::date + 1)::timestamp at time zone ${zone})`,
      ),
      rowsOf<{ titles: number; copies: number; holdsWaiting: number; onHoldShelf: number }>(
        db,
        sql`select (select count(*) from library_titles)::int as titles, (select count(*) from library_copies)::int as copies,
              (select count(*) from library_holds where status = 'waiting')::int as "holdsWaiting",
              (select count(*) from library_holds where status = 'ready')::int as "onHoldShelf"`,
      ),
      rowsOf<{ day: string; issued: number; returned: number }>(
        db,
        sql`select d::date::text as day,
              (select count(*) from library_loans where issued_on = d::date)::int as issued,
              (select count(*) from library_loans where closed_on = d::date and outcome = 'returned')::int as returned
            from generate_series(${from}::date, ${today}::date, interval '1 day') as d
            order by d`,
      ),
    ]);
    return { today, ...counts[0]!, overdueCopies, ...charges[0]!, ...collected[0]!, ...catalogue[0]!, byDay };
  }
  return { figures };
}

export type LibraryFigures = ReturnType<typeof createLibraryFigures>;
