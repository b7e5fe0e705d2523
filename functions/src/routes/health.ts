import type { HealthResponse } from '@moto-parts/contracts';
import type { CallHandlers } from './call-handler.ts';

export const healthHandlers = () =>
  ({
    getHealth: async (): Promise<HealthResponse> => ({ status: 'ok' }),
  }) satisfies Partial<CallHandlers>;
