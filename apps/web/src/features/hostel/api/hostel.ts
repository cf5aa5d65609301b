import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Block, BlockInput, Room, RoomInput, RoomsPage, RoomType, RoomTypeInput } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const HOSTEL_KEY = ['hostel'] as const;

/** The rooms' list: the number typed, the block and floor chosen, the page and its size. */
export interface RoomSearch {
  q: string;
  blockId: number | null;
  floor: number | null;
  page: number;
  size: number;
}

/** Anything of the hostel kept changes its lists (a room names its block and type, a block counts its rooms) and the landing figures. */
const afterHostelChange = (queryClient: QueryClient) => () => {
  void queryClient.invalidateQueries({ queryKey: HOSTEL_KEY });
  void queryClient.invalidateQueries({ queryKey: ['dashboards'] });
};

/** A write of the hostel office, whose success reads its lists again. */
const useHostelMutation = <TData, TVariables>(mutationFn: (v: TVariables) => Promise<TData>, config?: MutationConfig<TData, TVariables>) =>
  useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterHostelChange(queryClient) }), config);

/** `GET hostel/blocks`: every block, by code. */
export const useBlocks = () =>
  useQuery(queryOptions({ queryKey: [...HOSTEL_KEY, 'blocks'], queryFn: () => api<Block[]>('hostel/blocks') }));

/** `GET hostel/room-types`: every room type, by code. */
export const useRoomTypes = () =>
  useQuery(queryOptions({ queryKey: [...HOSTEL_KEY, 'room-types'], queryFn: () => api<RoomType[]>('hostel/room-types') }));

/** `GET hostel/rooms`: a page of rooms; while the next page loads, the last one stays on the screen. */
export const useRooms = (search: RoomSearch) =>
  useQuery({
    queryKey: [...HOSTEL_KEY, 'rooms', search],
    queryFn: () =>
      api<RoomsPage>('hostel/rooms', {
        query: {
          q: search.q || undefined,
          blockId: search.blockId ?? undefined,
          floor: search.floor ?? undefined,
          page: search.page,
          size: search.size,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** `POST hostel/blocks` or `PUT hostel/blocks/:id`. */
const saveBlock = ({ id, block }: { id?: number; block: BlockInput }) =>
  id === undefined
    ? api<Block>('hostel/blocks', { method: 'POST', body: block })
    : api<Block>(`hostel/blocks/${id}`, { method: 'PUT', body: block });
export const useSaveBlock = (config?: MutationConfig<Block, { id?: number; block: BlockInput }>) => useHostelMutation(saveBlock, config);

/** `DELETE hostel/blocks/:id`: refused (409) while the block has rooms. */
const deleteBlock = (block: Block) => api<unknown>(`hostel/blocks/${block.id}`, { method: 'DELETE' });
export const useDeleteBlock = (config?: MutationConfig<unknown, Block>) => useHostelMutation(deleteBlock, config);

/** `POST hostel/room-types` or `PUT hostel/room-types/:id`. */
const saveRoomType = ({ id, roomType }: { id?: number; roomType: RoomTypeInput }) =>
  id === undefined
    ? api<RoomType>('hostel/room-types', { method: 'POST', body: roomType })
    : api<RoomType>(`hostel/room-types/${id}`, { method: 'PUT', body: roomType });
export const useSaveRoomType = (config?: MutationConfig<RoomType, { id?: number; roomType: RoomTypeInput }>) =>
  useHostelMutation(saveRoomType, config);

/** `DELETE hostel/room-types/:id`: refused (409) while rooms are of the type. */
const deleteRoomType = (roomType: RoomType) => api<unknown>(`hostel/room-types/${roomType.id}`, { method: 'DELETE' });
export const useDeleteRoomType = (config?: MutationConfig<unknown, RoomType>) => useHostelMutation(deleteRoomType, config);

/** `POST hostel/rooms` or `PUT hostel/rooms/:id`: the room with the beds of its type. */
const saveRoom = ({ id, room }: { id?: number; room: RoomInput }) =>
  id === undefined
    ? api<Room>('hostel/rooms', { method: 'POST', body: room })
    : api<Room>(`hostel/rooms/${id}`, { method: 'PUT', body: room });
export const useSaveRoom = (config?: MutationConfig<Room, { id?: number; room: RoomInput }>) => useHostelMutation(saveRoom, config);

/** `DELETE hostel/rooms/:id`: the room and its beds. */
const deleteRoom = (room: Room) => api<unknown>(`hostel/rooms/${room.id}`, { method: 'DELETE' });
export const useDeleteRoom = (config?: MutationConfig<unknown, Room>) => useHostelMutation(deleteRoom, config);

/** `POST hostel/beds/:id/block` with a reason, or `POST hostel/beds/:id/unblock` without one. */
const setBed = ({ bedId, reason }: { bedId: number; reason: string | null }) =>
  reason === null
    ? api<Room>(`hostel/beds/${bedId}/unblock`, { method: 'POST' })
    : api<Room>(`hostel/beds/${bedId}/block`, { method: 'POST', body: { reason } });
export const useSetBed = (config?: MutationConfig<Room, { bedId: number; reason: string | null }>) => useHostelMutation(setBed, config);
