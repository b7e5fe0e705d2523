// The reviews feature's public surface, for app/ (Home). The Add A Review screen is not
// re-exported: the router loads it by path, so formik and yup stay out of Home's bundle.
export { LatestReviews } from './components/latest-reviews';
export { StarRating } from './components/star-rating';
