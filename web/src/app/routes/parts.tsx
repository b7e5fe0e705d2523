import { PartsCatalogue } from '@/features/catalogue/components/parts-catalogue';

/** The catalogue at /parts, open to everyone. */
export function Component() {
  return <PartsCatalogue />;
}
