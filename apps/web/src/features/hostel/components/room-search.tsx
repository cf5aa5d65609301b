import Search from '@mui/icons-material/Search';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HOSTEL_PAGE_SIZE_DEFAULT, HOSTEL_PAGE_SIZES, SHORT_CODE_MAX, type Block } from '@campus/shared';
import type { RoomSearch } from '../api/hostel';
import { useFloorName } from './floor-name';

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : null);

/** What the rooms' list shows, kept in the address (`?blockId=1&floor=0&q=G1`) so that Back opens it as it was. */
function searchFrom(params: URLSearchParams): RoomSearch {
  const page = whole(params.get('page')) ?? 1;
  const size = whole(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SHORT_CODE_MAX),
    blockId: whole(params.get('blockId')),
    floor: whole(params.get('floor')),
    page: page >= 1 ? page : 1,
    size: size !== null && (HOSTEL_PAGE_SIZES as readonly number[]).includes(size) ? size : HOSTEL_PAGE_SIZE_DEFAULT,
  };
}

/** The address of a search: only what differs from the default. */
function paramsFrom({ q, blockId, floor, page, size }: RoomSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (blockId !== null) params.set('blockId', String(blockId));
  if (floor !== null) params.set('floor', String(floor));
  if (page !== 1) params.set('page', String(page));
  if (size !== HOSTEL_PAGE_SIZE_DEFAULT) params.set('size', String(size));
  return params;
}

/** The rooms' search in the address, and how it changes: a new search, filter or page size starts again at page 1. */
export function useRoomSearch() {
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  return {
    search,
    filtered: search.q !== '' || search.blockId !== null || search.floor !== null,
    apply: (change: Partial<RoomSearch>) => setParams(paramsFrom({ ...search, page: 1, ...change })),
    clear: () => setParams(new URLSearchParams()),
  };
}

/** The room number box, and the block and floor to show: a floor is one of the block chosen, or of the tallest block. */
export function RoomSearchBar({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation();
  const floorName = useFloorName();
  const { search, apply } = useRoomSearch();
  const [text, setText] = useState(search.q);
  const block = blocks.find((b) => b.id === search.blockId);
  const floors = block?.floors ?? Math.max(0, ...blocks.map((b) => b.floors));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: text.trim() });
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        id="rooms-block"
        label={t('hostel.rooms.block')}
        value={search.blockId === null ? '' : String(search.blockId)}
        onChange={(e) => apply({ blockId: whole(e.target.value), floor: null })}
        sx={{ flex: '1 1 200px' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('hostel.rooms.allBlocks')}</MenuItem>
        {blocks.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.code} · {b.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="rooms-floor"
        label={t('hostel.rooms.floor')}
        value={search.floor === null ? '' : String(search.floor)}
        onChange={(e) => apply({ floor: whole(e.target.value) })}
        sx={{ flex: '1 1 160px' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('hostel.rooms.allFloors')}</MenuItem>
        {Array.from({ length: floors }, (_, floor) => (
          <MenuItem key={floor} value={String(floor)}>
            {floorName(floor)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id="rooms-q"
        type="search"
        label={t('hostel.rooms.search')}
        helperText={t('hostel.rooms.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX } }}
        sx={{ flex: '1 1 160px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('hostel.find')}
      </Button>
    </Box>
  );
}
