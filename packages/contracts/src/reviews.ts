/** A client review as the API answers it (the author's account is never exposed). */
export interface Review {
  _id: string;
  name: string;
  picture: string;
  review: string;
  /** 1 to 5; seeded reviews may carry half steps (4.5). */
  rating: number;
  /**
   * ISO 8601.
   * @format date-time
   */
  createdAt: string;
}

export const reviewNameMaxLength = 20;
export const reviewTextMaxLength = 500;
export const reviewRatings = [1, 2, 3, 4, 5] as const;

export const reviewsPageSizeMax = 100;
