import { Box, Container, Heading, SimpleGrid, Stat, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useSeen } from '@/lib/use-seen';
import { stats } from './stats';

/** docs/product.md §1: the counters count up from 0 in 1 second. */
export const countUpSeconds = 1;

// framer-motion is fetched only when the band comes near the viewport, so Home's first
// screen never downloads it.
const loadMotion = () => import('../utils/animate-count');

function CountUp({ value, suffix, run }: { value: number; suffix: string; run: boolean }) {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (!run) return;
    let stop: () => void = () => undefined;
    let stopped = false;
    loadMotion().then(
      ({ animateCount }) => {
        if (stopped) return;
        stop = animateCount(value, countUpSeconds, (latest) => setShown(Math.round(latest)));
      },
      // No animation library (offline, or a new deploy): the numbers still matter.
      () => setShown(value),
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [run, value]);

  return (
    <>
      {/* Screen readers get the final figure once, not every frame of the count. */}
      <span aria-hidden="true" data-testid="count-up">
        {shown}
        {suffix}
      </span>
      <VisuallyHidden>
        {value}
        {suffix}
      </VisuallyHidden>
    </>
  );
}

/** The band of figures on Home; they count up from 0 once the band scrolls into view. */
export function StatsBand() {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const near = useSeen(ref, '0px 0px 400px 0px');
  const inView = useSeen(ref, '0px', 0.4);

  useEffect(() => {
    // Fetch the library a little ahead, so the count starts as the band appears.
    if (near && !reducedMotion) loadMotion().catch(() => undefined);
  }, [near, reducedMotion]);

  return (
    <Box
      as="section"
      ref={ref}
      aria-labelledby={headingId}
      bg="charcoal.900"
      color="white"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="7xl">
        <Heading as="h2" id={headingId} size="xl" textAlign="center" mb={{ base: '8', md: '10' }}>
          moto-parts in numbers
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '8', md: '6' }}>
          {stats.map((stat) => (
            // A list entry is label then value; the value shows on top.
            <Stat.Root key={stat.label} flexDirection="column-reverse" alignItems="center">
              <Stat.Label color="gray.300" fontSize={{ base: 'sm', md: 'md' }} textAlign="center">
                {stat.label}
              </Stat.Label>
              <Stat.ValueText
                color="brand.400"
                fontSize={{ base: '4xl', md: '5xl' }}
                lineHeight="1"
                fontVariantNumeric="tabular-nums"
              >
                {reducedMotion ? (
                  `${stat.value}${stat.suffix}`
                ) : (
                  <CountUp value={stat.value} suffix={stat.suffix} run={inView} />
                )}
              </Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
