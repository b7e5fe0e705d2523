import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Blogs } from './blogs';

const questions = [
  'How can you improve the performance of a React application built with a UI library?',
  'What are the different ways to manage state in a React application?',
  'How does prototypal inheritance work in JavaScript?',
  'How would you search products by name in a catalogue?',
  'What are unit tests and why should you write them?',
];

describe('Blogs', () => {
  it('when opened, then it is titled Blogs and answers the five questions, one article each', () => {
    renderWithProviders(<Blogs />, { at: '/blogs' });

    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(questions);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(5);
    questions.forEach((question, index) => expect(articles[index]).toHaveAccessibleName(question));
  });

  it('when opened, then the list of questions links to each answer and the tab says Blogs', () => {
    renderWithProviders(<Blogs />, { at: '/blogs' });

    const links = within(screen.getByRole('navigation', { name: 'Questions' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual(questions);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target).toHaveAccessibleName(link.textContent ?? '');
    }
    expect(document.title).toBe('Blogs — moto-parts');
  });
});
