import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentHeaders, sentRequest, stubFetch } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import type { OpenApiDocument } from '../api/get-openapi-document';
import { ApiReference } from './api-reference';

// Scalar is not under test here (the browser suite draws the real document with it): a
// stand-in shows which document the page gave it.
vi.mock('./openapi-renderer', () => ({
  OpenApiRenderer: ({ openApiDocument }: { openApiDocument: OpenApiDocument }) => (
    <p>Drawn: {(openApiDocument.info as { title: string }).title}</p>
  ),
}));

const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'moto-parts API', version: '1.0.0' },
  paths: {},
};

describe('ApiReference', () => {
  it('when opened, then it says where the document is and how to generate a client from it, then draws it', async () => {
    const fetch = stubFetch(json(openApiDocument));
    renderWithProviders(<ApiReference />, { at: '/api-reference' });

    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    expect(screen.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    expect(screen.getByRole('group', { name: 'Generate TypeScript types' })).toHaveTextContent(
      `npx openapi-typescript ${window.location.origin}/api/openapi.json -o moto-parts-api.d.ts`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Drawn: moto-parts API')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('API reference — moto-parts');
    expect(sentRequest(fetch, 0)).toMatchObject({ method: 'GET', path: '/api/openapi.json' });
  });

  it('when a shopper is signed in, then the document is still asked for without their token', async () => {
    localStorage.setItem('accessToken', 'a-shoppers-token');
    const fetch = stubFetch(json(openApiDocument));
    renderWithProviders(<ApiReference />, { at: '/api-reference' });

    await screen.findByText('Drawn: moto-parts API');
    expect(sentHeaders(fetch, 0).has('Authorization')).toBe(false);
  });

  it('when the document cannot be loaded, then it says why, and Try again loads it', async () => {
    const fetch = stubFetch(
      json({ error: { code: 'internal', message: 'Something failed on the server' } }, 500),
      json(openApiDocument),
    );
    renderWithProviders(<ApiReference />, { at: '/api-reference' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API reference could not be loaded');
    expect(alert).toHaveTextContent('Something failed on the server');
    expect(screen.queryByText(/^Drawn/)).not.toBeInTheDocument();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Drawn: moto-parts API')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
