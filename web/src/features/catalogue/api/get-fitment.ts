import { fitmentPath, type FitmentOptions } from '@moto-parts/contracts';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /fitment`: the makes, models and years the catalogue's parts list (for the pickers). */
export function getFitment() {
  return api.get<FitmentOptions>(fitmentPath, { anonymous: true });
}

export function useFitment() {
  return useApiQuery('fitment', getFitment);
}
