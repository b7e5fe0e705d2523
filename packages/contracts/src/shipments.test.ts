import { describe, expect, it } from 'vitest';
import { isTrackingNumberOf, normalTrackingNumber, trackingLink } from './shipments.ts';
import { shipmentInputSchema } from './shipments-schemas.ts';

// The carriers' numbers as tracking_number_data's own test numbers give them (valid ones pass
// their check digits; the invalid ones are one digit off).
describe('isTrackingNumberOf', () => {
  it.each([
    ['ups', '1Z5R89390357567127'],
    ['ups', '1z5r 8939 0357 5671 27'],
    ['fedex', '986578788855'],
    ['usps', '0307 1790 0005 2348 3741'],
    ['dhl', 'JJD0099999999'],
    ['royal-mail', 'RB123456785GB'],
    ['other', 'anything at all'],
  ] as const)('when a %s number is %s, then it is one', (carrier, number) => {
    expect(isTrackingNumberOf(carrier, number)).toBe(true);
  });

  it.each([
    ['ups', '2Z5R89390357567127'],
    ['fedex', '996578788855'],
    ['usps', '0307 1790 0005 2348 3742'],
    ['dhl', 'XJD0099999998'],
    ['royal-mail', 'RB123456785US'],
    ['royal-mail', 'RB123456786GB'],
    ['ups', 'JJD0099999999'],
  ] as const)('when a %s number is %s, then it is not one', (carrier, number) => {
    expect(isTrackingNumberOf(carrier, number)).toBe(false);
  });
});

describe('trackingLink', () => {
  it('when a carrier has a tracking page, then the link carries the number as carriers print it', () => {
    expect(trackingLink('ups', '1z5r 89390357567127')).toBe(
      'https://wwwapps.ups.com/WebTracking/track?track=yes&trackNums=1Z5R89390357567127',
    );
    expect(trackingLink('royal-mail', 'RB123456785GB')).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB',
    );
    expect(trackingLink('other', 'X1', 'https://track.example.com/X1')).toBe(
      'https://track.example.com/X1',
    );
    expect(normalTrackingNumber(' jjd 00 99 ')).toBe('JJD0099');
  });
});

describe('shipmentInputSchema', () => {
  const parcel = {
    carrier: 'fedex',
    trackingNumber: '986578788855',
    lines: [{ partId: 'disc', quantity: 2 }],
  };

  it('when a known carrier is given a tracking page, then the page is dropped: the carrier’s own is used', async () => {
    expect(
      await shipmentInputSchema.validate({ ...parcel, trackingUrl: 'https://evil.example.com' }),
    ).not.toHaveProperty('trackingUrl');
  });

  it.each([
    [{ lines: [] }, 'Give the units in the parcel'],
    [{ lines: [parcel.lines[0], parcel.lines[0]] }, 'Give each part once'],
    [{ trackingNumber: '' }, 'Tracking number is required'],
    [{ trackingNumber: '986578788856' }, 'This is not a FedEx tracking number'],
  ])('when the parcel has %o, then it is refused: %s', async (change, message) => {
    await expect(shipmentInputSchema.validate({ ...parcel, ...change })).rejects.toThrow(message);
  });
});
