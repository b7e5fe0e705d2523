import type { Part } from '@moto-parts/contracts';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { brakeDisc } from '../testing/fake-parts-api';
import { PartCard } from './part-card';
import { PartGrid } from './part-grid';

describe('PartCard', () => {
  it('when given a part, then it shows its picture, name, price in dollars, quantities and description', () => {
    renderWithProviders(<PartCard part={brakeDisc} />);

    expect(screen.getByRole('heading', { level: 3, name: 'Drilled Brake Disc' })).toBeVisible();
    expect(screen.getByText('$114.50')).toBeVisible();
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Available quantity', 'Minimum order']);
    expect(values.map((value) => value.textContent)).toEqual(['1,260', '4']);
    expect(screen.getByText(brakeDisc.description)).toBeVisible();

    const image = screen.getByRole('img', { name: 'Drilled Brake Disc' });
    expect(image).toHaveAttribute('src', brakeDisc.image);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });

  it('when given a part, then it shows its part number; in a search, how the number matched first', () => {
    const replacing = {
      ...brakeDisc,
      _id: 'a',
      numberMatch: { replaces: { brand: 'Yamaha', number: '1WS-F582U-00' } },
    };
    const exact = {
      ...brakeDisc,
      _id: 'b',
      name: 'Exact Disc',
      numberMatch: { sku: brakeDisc.sku },
    };
    renderWithProviders(
      <>
        <PartCard part={brakeDisc} />
        <PartCard part={replacing} />
        <PartCard part={exact} />
      </>,
    );

    expect(screen.getAllByText('Part no. MP-BD-3207')).toHaveLength(3);
    expect(screen.getAllByText('Replaces Yamaha 1WS-F582U-00')).toHaveLength(1);
    expect(screen.getAllByText('Exact part number')).toHaveLength(1);
  });

  it('when Purchase is followed, then it leads to /parts/{id}', async () => {
    renderWithProviders(<PartCard part={brakeDisc} />);
    const purchase = screen.getByRole('link', { name: 'Purchase Drilled Brake Disc' });
    expect(purchase).toHaveTextContent(/^Purchase/);
    expect(purchase).toHaveAttribute('href', '/parts/drilled-brake-disc');

    await userEvent.click(purchase);

    expect((await currentLocation()).pathname).toBe('/parts/drilled-brake-disc');
  });

  it('when the name holds markup, then it shows as text', () => {
    renderWithProviders(<PartCard part={{ ...brakeDisc, name: '<b>Bold</b> disc' }} />);

    expect(screen.getByRole('heading', { name: '<b>Bold</b> disc' })).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
  });

  it('when the parts are loading, then the stand-in cards are skipped by screen readers and link nowhere', () => {
    renderWithProviders(<PartGrid parts={undefined} placeholders={3} headingLevel="h3" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading parts…');
    expect(screen.getByTestId('part-grid-skeleton').children).toHaveLength(3);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the parts arrive, then each stand-in card becomes a part’s card in place', async () => {
    function Arriving() {
      const [parts, setParts] = useState<Part[]>();
      return (
        <>
          <button onClick={() => setParts([brakeDisc])}>Arrive</button>
          <PartGrid parts={parts} placeholders={1} headingLevel="h3" />
        </>
      );
    }
    renderWithProviders(<Arriving />);
    const standIn = screen.getByTestId('part-grid-skeleton').firstElementChild;

    await userEvent.click(screen.getByRole('button', { name: 'Arrive' }));

    expect(screen.getByRole('heading', { name: brakeDisc.name })).toBeVisible();
    expect(screen.getByRole('listitem')).toBe(standIn);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
