import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'browser' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('when the page is prerendered, then it is false', () => {
    expect(renderToString(<Probe />)).toBe('<p>prerendered</p>');
  });

  it('when the browser renders, then it becomes true', async () => {
    render(<Probe />);
    expect(await screen.findByText('browser')).toBeInTheDocument();
  });
});
