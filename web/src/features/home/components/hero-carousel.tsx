import {
  Box,
  Button,
  chakra,
  Container,
  createIcon,
  Heading,
  HStack,
  IconButton,
  Image,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { useHydrated } from '@/lib/hydration';
import { Link as RouterLink } from 'react-router';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { heroSlides, type HeroSlide } from './hero-slides';

/** docs/product.md §9: the carousel moves on every 4000 ms and loops. */
export const carouselIntervalMs = 4000;

const PrevIcon = createIcon({
  displayName: 'PrevIcon',
  d: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
});
const NextIcon = createIcon({
  displayName: 'NextIcon',
  d: 'M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z',
});
const PauseIcon = createIcon({ displayName: 'PauseIcon', d: 'M6 19h4V5H6v14zm8-14v14h4V5h-4z' });
const PlayIcon = createIcon({ displayName: 'PlayIcon', d: 'M8 5v14l11-7z' });

const controlStyle = {
  variant: 'ghost',
  color: 'white',
  bg: 'blackAlpha.600',
  _hover: { bg: 'blackAlpha.800' },
  rounded: 'full',
} as const;

/**
 * The banners at the top of Home (WAI-ARIA carousel pattern). It moves on by itself every
 * `carouselIntervalMs` and loops, but holds still while the pointer is over it, while focus
 * is inside it, after the visitor presses pause, and always when they prefer reduced motion.
 */
export function HeroCarousel({ slides = heroSlides }: { slides?: HeroSlide[] }) {
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // A prerendered Home stands still until the browser has hydrated it: only then can it move,
  // and only then do its controls work (until then they say so: disabled).
  const hydrated = useHydrated();
  const canRotate = !reducedMotion && count > 1;
  const rotating = hydrated && canRotate && !stopped && !hovered && !focused;
  const slidesId = useId();

  useEffect(() => {
    if (!rotating) return;
    // Keyed on `active`: a slide chosen by hand gets its full interval too.
    const timer = setTimeout(() => setActive((index) => (index + 1) % count), carouselIntervalMs);
    return () => clearTimeout(timer);
  }, [rotating, active, count]);

  const show = (index: number) => setActive((index + count) % count);
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Featured"
      position="relative"
      overflow="hidden"
      bg="charcoal.900"
      // The box is sized before any image arrives, so nothing below it moves.
      aspectRatio={{ base: '1 / 1', sm: '4 / 3', md: '16 / 9', lg: '5 / 2' }}
      maxH="36rem"
      width="full"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <Box id={slidesId} position="absolute" inset="0" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const current = index === active;
          return (
            <Box
              key={slide.image}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
              position="absolute"
              inset="0"
              opacity={current ? 1 : 0}
              visibility={current ? 'visible' : 'hidden'}
              // Fade in at once; fade out, then hide (hidden slides leave the focus order).
              transition={
                current
                  ? 'opacity 0.6s ease, visibility 0s'
                  : 'opacity 0.6s ease, visibility 0s 0.6s'
              }
              _motionReduce={{ transition: 'none' }}
            >
              <Image
                src={slide.image}
                alt={slide.alt}
                htmlWidth={1600}
                htmlHeight={640}
                width="full"
                height="full"
                fit="cover"
                align={{ base: slide.focus, lg: 'center' }}
                // The first banner is the page's largest paint: fetch it first.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              {/* The shade keeps the white text readable over the brighter parts. */}
              <Box
                position="absolute"
                inset="0"
                bgGradient="to-r"
                gradientFrom="blackAlpha.800"
                gradientVia="blackAlpha.600"
                gradientTo="blackAlpha.100"
              />
              <Container
                maxW="7xl"
                position="absolute"
                inset="0"
                display="flex"
                alignItems="center"
                pb="14"
              >
                <Stack gap={{ base: '3', md: '5' }} maxW="xl" color="white" align="flex-start">
                  <Heading
                    as="h2"
                    size={{ base: '2xl', md: '4xl', lg: '5xl' }}
                    lineHeight="shorter"
                  >
                    {slide.headline}
                  </Heading>
                  <Text fontSize={{ base: 'sm', sm: 'md', md: 'lg' }} color="gray.100">
                    {slide.subline}
                  </Text>
                  <Button asChild size={{ base: 'md', md: 'lg' }}>
                    <RouterLink to={slide.action.href}>{slide.action.label}</RouterLink>
                  </Button>
                </Stack>
              </Container>
            </Box>
          );
        })}
      </Box>

      <HStack position="absolute" bottom="3" insetX="0" justify="center" gap="2">
        {canRotate ? (
          <IconButton
            {...controlStyle}
            disabled={!hydrated}
            size="sm"
            aria-label={stopped ? 'Play the slide show' : 'Pause the slide show'}
            onClick={() => setStopped(!stopped)}
          >
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </IconButton>
        ) : null}
        <IconButton
          {...controlStyle}
          disabled={!hydrated}
          size="sm"
          aria-label="Previous slide"
          aria-controls={slidesId}
          onClick={() => show(active - 1)}
        >
          <PrevIcon />
        </IconButton>
        <HStack gap="0" bg="blackAlpha.600" rounded="full" px="1">
          {slides.map((slide, index) => (
            <chakra.button
              key={slide.image}
              type="button"
              disabled={!hydrated}
              aria-label={`Show slide ${index + 1}: ${slide.headline}`}
              aria-controls={slidesId}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => show(index)}
              // A 32 px target around a small bar.
              display="grid"
              placeItems="center"
              w="8"
              h="8"
              rounded="full"
              cursor="pointer"
              focusVisibleRing="inside"
            >
              <Box
                h="1.5"
                w={index === active ? '5' : '2.5'}
                rounded="full"
                bg={index === active ? 'brand.400' : 'whiteAlpha.700'}
                transition="width 0.2s"
                _motionReduce={{ transition: 'none' }}
              />
            </chakra.button>
          ))}
        </HStack>
        <IconButton
          {...controlStyle}
          disabled={!hydrated}
          size="sm"
          aria-label="Next slide"
          aria-controls={slidesId}
          onClick={() => show(active + 1)}
        >
          <NextIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}
