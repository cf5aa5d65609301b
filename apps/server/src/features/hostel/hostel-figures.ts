import { sql } from 'drizzle-orm';
import type { HostelFigures } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

type ByBlock = HostelFigures['byBlock'][number];
type ByRoomType = HostelFigures['byRoomType'][number];

/**
 * The hostel office's landing figures: its blocks, rooms and beds, the beds blocked and those
 * available, by block and by room type, AISHE's intake capacity (the beds not blocked in the boys'
 * and in the girls' blocks) and students residing, the hostel fees owed, and the day's life on the
 * college's `today`: leave waiting, residents away, complaints not resolved, visitors in.
 */
export async function hostelFigures(db: DbOrTx, today: string): Promise<HostelFigures> {
  const [blocks, types, waiting, owed, life] = await Promise.all([
    db.execute(sql`select k.id, k.code, k.name, k.gender,
        (select count(*) from hostel_rooms r where r.block_id = k.id)::int as "rooms",
        count(b.id)::int as "beds",
        count(b.id) filter (where b.blocked)::int as "bedsBlocked",
        count(al.id)::int as "bedsOccupied"
      from hostel_blocks k
      left join hostel_rooms r on r.block_id = k.id
      left join hostel_beds b on b.room_id = r.id
      left join hostel_allotments al on al.bed_id = b.id and al.status = 'active'
      group by k.id order by k.code`),
    db.execute(sql`select t.id, t.code, t.name,
        (select count(*) from hostel_rooms r where r.room_type_id = t.id)::int as "rooms",
        count(b.id)::int as "beds",
        count(b.id) filter (where b.blocked)::int as "bedsBlocked",
        count(al.id)::int as "bedsOccupied"
      from hostel_room_types t
      left join hostel_rooms r on r.room_type_id = t.id
      left join hostel_beds b on b.room_id = r.id
      left join hostel_allotments al on al.bed_id = b.id and al.status = 'active'
      group by t.id order by t.code`),
    db.execute(sql`select count(*)::int as n from hostel_applications where status = 'waiting'`),
    // Each student's hostel fees of a type less what their payments settled of it (ADR 0138).
    db.execute(sql`with charged as (
        select student_id, fee_type_id, sum(amount_paise - waived_paise) as due from student_charges
        where hostel_application_id is not null group by student_id, fee_type_id),
      paid as (
        select o.student_id, i.fee_type_id, sum(coalesce(i.settled_paise, i.amount_paise)) as paid
        from payment_order_items i join payment_orders o on o.id = i.order_id
        where o.status = 'PAID' and i.semester is null and i.fee_type_id in (select fee_type_id from charged)
        group by o.student_id, i.fee_type_id)
      select coalesce(sum(greatest(0, c.due - coalesce(p.paid, 0))), 0)::bigint as paise,
        count(distinct c.student_id) filter (where c.due > coalesce(p.paid, 0))::int as students
      from charged c left join paid p on p.student_id = c.student_id and p.fee_type_id = c.fee_type_id`),
    db.execute(sql`select
        (select count(*) from hostel_leave_requests where status = 'pending')::int as "leavePending",
        (select count(distinct student_id) from hostel_leave_requests
          where status = 'approved' and ${today}::date between from_date and to_date)::int as "awayToday",
        (select count(*) from hostel_complaints where status <> 'resolved')::int as "complaintsOpen",
        (select count(*) from hostel_visitors where out_at is null)::int as "visitorsIn"`),
  ]);
  const byBlock = rowsOf<ByBlock>(blocks);
  const byRoomType = rowsOf<ByRoomType>(types);
  const sum = (rows: ByBlock[], key: 'rooms' | 'beds' | 'bedsBlocked' | 'bedsOccupied') => rows.reduce((n, row) => n + row[key], 0);
  const free = (gender: ByBlock['gender']) => {
    const of = byBlock.filter((b) => b.gender === gender);
    return sum(of, 'beds') - sum(of, 'bedsBlocked');
  };
  const occupied = (gender: ByBlock['gender']) =>
    sum(
      byBlock.filter((b) => b.gender === gender),
      'bedsOccupied',
    );
  const beds = sum(byBlock, 'beds');
  const bedsBlocked = sum(byBlock, 'bedsBlocked');
  return {
    blocks: byBlock.length,
    rooms: sum(byBlock, 'rooms'),
    beds,
    bedsBlocked,
    bedsAvailable: beds - bedsBlocked,
    bedsOccupied: sum(byBlock, 'bedsOccupied'),
    applicationsWaiting: rowsOf<{ n: number }>(waiting)[0]?.n ?? 0,
    byBlock,
    byRoomType,
    intake: { boys: free('boys'), girls: free('girls') },
    residing: { boys: occupied('boys'), girls: occupied('girls') },
    life: rowsOf<HostelFigures['life']>(life)[0]!,
    feesOwed: {
      paise: Number(rowsOf<{ paise: number }>(owed)[0]?.paise ?? 0),
      students: rowsOf<{ students: number }>(owed)[0]?.students ?? 0,
    },
  };
}
