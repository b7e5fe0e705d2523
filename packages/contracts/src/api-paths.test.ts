import { describe, expect, it } from 'vitest';
import { apiPath, orderStatusPath, partsPath, userPath } from './api-paths.ts';

describe('apiPath', () => {
  it('fills each parameter, URL-encoded, so a value cannot reach another path', () => {
    expect(apiPath(userPath, { email: 'a+b@example.com' })).toBe('/user/a%2Bb%40example.com');
    expect(apiPath(orderStatusPath, { id: '../parts' })).toBe('/order/..%2Fparts/status');
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath(partsPath, {})).toBe('/parts');
  });
});
