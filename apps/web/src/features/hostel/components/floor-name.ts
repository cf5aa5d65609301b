import { useTranslation } from 'react-i18next';

/** The name of a floor: the ground floor is 0. */
export const useFloorName = () => {
  const { t } = useTranslation();
  return (floor: number) => (floor === 0 ? t('hostel.groundFloor') : t('hostel.floorName', { floor }));
};
