import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Drive, OwnPlacements, PlacementFigures } from '@campus/shared';
import { api } from '../../../lib/api';

/** The placement season's figures, for the placement office's and the principal's landing pages. */
export const usePlacementFigures = (enabled = true) =>
  useQuery({
    ...queryOptions({ queryKey: ['dashboards', 'placements', 'figures'], queryFn: () => api<PlacementFigures>('placements/figures') }),
    enabled,
  });

/** Every drive, for how many are still to come. */
export const usePlacementDrives = () =>
  useQuery(queryOptions({ queryKey: ['dashboards', 'placements', 'drives'], queryFn: () => api<Drive[]>('placements/drives') }));

/** A student's own placements: the drives open to them. */
export const useMyPlacements = (enabled = true) =>
  useQuery({
    ...queryOptions({ queryKey: ['dashboards', 'my-placements'], queryFn: () => api<OwnPlacements>('placements/mine') }),
    enabled,
  });
