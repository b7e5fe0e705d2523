import { PartsCatalog } from '@/features/catalog/components/parts-catalog';

/** The catalogue at /parts, open to everyone. */
export function Component() {
  return <PartsCatalog />;
}
