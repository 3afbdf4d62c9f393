// Reading the { width, height, pixels } images tests bring back from a page (pixels: RGBA bytes).

/** Pixels whose R + G + B is above `threshold`. */
export function litCount(image, threshold = 30) {
  let count = 0;
  for (let i = 0; i < image.pixels.length; i += 4) if (image.pixels[i] + image.pixels[i + 1] + image.pixels[i + 2] > threshold) count++;
  return count;
}

/** The largest difference of any channel of any pixel. */
export function maxDifference(a, b) {
  let max = 0;
  for (let i = 0; i < a.pixels.length; i++) max = Math.max(max, Math.abs(a.pixels[i] - b.pixels[i]));
  return max;
}
