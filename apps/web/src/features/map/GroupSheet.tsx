import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../shared/ui/BottomSheet.tsx';
import type { MapPoint } from './map-points.ts';
import { PeopleList } from './PeopleList.tsx';

/** The people of a cluster in one city, which zooming in cannot split: a sheet listing them. */
export default function GroupSheet({ points, onClose }: { points: MapPoint[]; onClose: () => void }) {
  const { t } = useTranslation('map');
  return (
    <BottomSheet open title={t('group.title')} onClose={onClose}>
      <PeopleList points={points} label={t('group.title')} />
    </BottomSheet>
  );
}
