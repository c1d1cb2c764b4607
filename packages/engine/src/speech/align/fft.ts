/**
 * Radix-2 FFT over separate real and imaginary arrays, with the bit-reversal order and twiddle
 * factors computed once per size: alignment runs tens of thousands of same-sized transforms.
 */
export interface Fft {
  size: number;
  /** Transforms in place. */
  run(real: Float64Array, imag: Float64Array): void;
}

export function createFft(size: number): Fft {
  if (size < 2 || size & (size - 1)) throw new Error('FFT size must be a power of two');
  const reversed = new Uint32Array(size);
  for (let i = 1, j = 0; i < size; i++) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    reversed[i] = j;
  }
  const cos = new Float64Array(size / 2);
  const sin = new Float64Array(size / 2);
  for (let k = 0; k < size / 2; k++) {
    cos[k] = Math.cos((-2 * Math.PI * k) / size);
    sin[k] = Math.sin((-2 * Math.PI * k) / size);
  }

  return {
    size,
    run(real, imag) {
      for (let i = 1; i < size; i++) {
        const j = reversed[i];
        if (i < j) {
          const r = real[i];
          real[i] = real[j];
          real[j] = r;
          const m = imag[i];
          imag[i] = imag[j];
          imag[j] = m;
        }
      }
      for (let length = 2; length <= size; length <<= 1) {
        const half = length >> 1;
        const stride = size / length;
        for (let start = 0; start < size; start += length) {
          for (let k = 0; k < half; k++) {
            const wReal = cos[k * stride];
            const wImag = sin[k * stride];
            const a = start + k;
            const b = a + half;
            const tReal = real[b] * wReal - imag[b] * wImag;
            const tImag = real[b] * wImag + imag[b] * wReal;
            real[b] = real[a] - tReal;
            imag[b] = imag[a] - tImag;
            real[a] += tReal;
            imag[a] += tImag;
          }
        }
      }
    },
  };
}
