/**
 * Face landmarks in source-image pixels, JSON-friendly so the server can store them at upload time.
 * `points` is the 478-point MediaPipe face mesh (468 mesh points + 10 iris points).
 */
export interface FaceLandmarks {
  imageWidth: number;
  imageHeight: number;
  box: { x: number; y: number; width: number; height: number };
  points: [number, number][];
  /** Detector confidence 0..1. */
  score: number;
}
