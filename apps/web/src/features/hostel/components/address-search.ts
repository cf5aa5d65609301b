import { HOSTEL_PAGE_SIZE_DEFAULT, HOSTEL_PAGE_SIZES } from '@campus/shared';
import { useAddressSearch as useListAddress, type AddressFields } from '../../../components/address-search';

export { statusIn } from '../../../components/address-search';

/** A hostel list's search kept in the address, with the hostel's page sizes. */
export const useAddressSearch = <F extends object>(fields: Omit<AddressFields<F>, 'pageSizes' | 'defaultSize'>) =>
  useListAddress({ ...fields, pageSizes: HOSTEL_PAGE_SIZES, defaultSize: HOSTEL_PAGE_SIZE_DEFAULT });
