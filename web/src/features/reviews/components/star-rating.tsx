import { HStack, chakra, type HTMLChakraProps } from '@chakra-ui/react';

// A read-only display, so plain SVG rather than Chakra's RatingGroup: RatingGroup is an
// input (a radiogroup of five focusable radios), which a screen reader would announce as a
// control to change, and its Zag state machine would ride along in the Home bundle. One
// element with role="img" and a spoken label says the same thing once.

const maxStars = 5;
// A five-pointed star in a 24 × 24 box, symmetric about x = 12.
const starPath =
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
// Its left half: the points left of the axis, closed along x = 12.
const leftHalfPath = 'M12 2v15.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';

type StarFill = 'full' | 'half' | 'empty';

/** The rating rounded to the nearest half star and held within 0 to 5. */
function toHalfSteps(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(maxStars, Math.max(0, Math.round(value * 2) / 2));
}

function Star({ fill, size }: { fill: StarFill; size: HTMLChakraProps<'svg'>['boxSize'] }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize={size}
      flexShrink="0"
      aria-hidden="true"
      focusable="false"
      data-fill={fill}
    >
      {/* The outline stays dark enough (4.8:1 grey, 5.6:1 orange) to read on white. */}
      <chakra.path
        d={starPath}
        fill={fill === 'full' ? 'brand.500' : 'white'}
        stroke={fill === 'empty' ? 'gray.500' : 'brand.700'}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {fill === 'half' && <chakra.path d={leftHalfPath} fill="brand.500" />}
      {fill === 'half' && (
        // Drawn again on top so the half fill does not cover the outline's left side.
        <chakra.path
          d={starPath}
          fill="none"
          stroke="brand.700"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      )}
    </chakra.svg>
  );
}

interface StarRatingProps {
  /** 1 to 5; shown in half-star steps (docs/product.md §3), so 4.5 is four full stars and a half. */
  value: number;
  /** The size of one star. */
  size?: HTMLChakraProps<'svg'>['boxSize'];
}

/** A read-only star rating, announced as "Rated 4.5 out of 5". */
export function StarRating({ value, size = '5' }: StarRatingProps) {
  const rating = toHalfSteps(value);
  const fills = Array.from({ length: maxStars }, (_, index): StarFill => {
    const remaining = rating - index;
    if (remaining >= 1) return 'full';
    return remaining >= 0.5 ? 'half' : 'empty';
  });

  return (
    <HStack role="img" aria-label={`Rated ${rating} out of ${maxStars}`} gap="0.5">
      {fills.map((fill, index) => (
        <Star key={index} fill={fill} size={size} />
      ))}
    </HStack>
  );
}
