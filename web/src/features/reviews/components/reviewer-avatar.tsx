import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';

/** Only web and same-site addresses are shown as images; anything else gets the initials. */
function isImageAddress(src: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(src.trim());
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('');
}

interface ReviewerAvatarProps {
  name: string;
  picture: string;
  /** Width and height in pixels. */
  size?: number;
}

/**
 * The reviewer's photo over their initials. Not Chakra's Avatar: it keeps the <img> `hidden`
 * until it has loaded, and browsers never load a hidden lazy image, so the photo would never
 * show. Here the image is always laid out and only removed if it fails.
 */
export function ReviewerAvatar({ name, picture, size = 56 }: ReviewerAvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = !failed && isImageAddress(picture);

  return (
    <Box
      position="relative"
      flexShrink="0"
      width={`${size}px`}
      height={`${size}px`}
      rounded="full"
      overflow="hidden"
      bg="brand.100"
      color="brand.900"
      fontWeight="semibold"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {/* The name is written beside the avatar: the initials add nothing for a screen reader. */}
      <span aria-hidden="true">{initialsOf(name)}</span>
      {showImage && (
        <Image
          src={picture}
          alt={name}
          htmlWidth={size}
          htmlHeight={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          position="absolute"
          inset="0"
          width="full"
          height="full"
          onError={() => setFailed(true)}
        />
      )}
    </Box>
  );
}
