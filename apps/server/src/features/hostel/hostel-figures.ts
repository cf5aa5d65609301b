import { sql } from 'drizzle-orm';
import type { HostelFigures } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

type ByBlock = HostelFigures['byBlock'][number];
type ByRoomType = HostelFigures['byRoomType'][number];

/**
 * The hostel office's landing figures: its blocks, rooms and beds, the beds blocked and those
 * available, by block and by room type, and AISHE's intake capacity, the beds not blocked in the
 * boys' and in the girls' blocks.
 */
export async function hostelFigures(db: DbOrTx): Promise<HostelFigures> {
  const [blocks, types, waiting] = await Promise.all([
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
  ]);
  const byBlock = rowsOf<ByBlock>(blocks);
  const byRoomType = rowsOf<ByRoomType>(types);
  const sum = (rows: ByBlock[], key: 'rooms' | 'beds' | 'bedsBlocked' | 'bedsOccupied') => rows.reduce((n, row) => n + row[key], 0);
  const free = (gender: ByBlock['gender']) => {
    const of = byBlock.filter((b) => b.gender === gender);
    return sum(of, 'beds') - sum(of, 'bedsBlocked');
  };
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
  };
}
