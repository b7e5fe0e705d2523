export { holdEndingIn, makeOrder } from '@/testing/fake-order';
export { sentHeaders, sentRequest, stubFetch } from '@/testing/fetch-stub';
