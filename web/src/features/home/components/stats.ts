/** docs/product.md §1: the figures of Home's stats band. */
export const stats = [
  { value: 69, suffix: '', label: 'Countries' },
  { value: 10, suffix: 'M+', label: 'Products delivered' },
  { value: 245, suffix: '', label: 'Happy clients' },
  { value: 350, suffix: '+', label: 'Feedbacks' },
] as const;
