/** MediaPipe face-mesh landmark indices (the 468-point topology @vladmandic/human returns). */
export const meshIndex = {
  foreheadTop: 10,
  chin: 152,
  noseTip: 1,
  upperLipTop: 0,
  lowerLipBottom: 17,
  innerUpperCentre: 13,
  innerLowerCentre: 14,
  mouthLeft: 61,
  mouthRight: 291,
  leftEyeOuter: 33,
  rightEyeOuter: 263,
} as const;

/** Inner lip contour, upper half from corner to corner. */
export const innerUpperLip = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
/** Inner lip contour, lower half from corner to corner. */
export const innerLowerLip = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
export const outerUpperLip = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291];
export const outerLowerLip = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291];

/** Upper and lower lid of each eye, paired point by point from corner to corner. */
export const eyeLids = [
  { upper: [246, 161, 160, 159, 158, 157, 173], lower: [7, 163, 144, 145, 153, 154, 155] },
  { upper: [466, 388, 387, 386, 385, 384, 398], lower: [249, 390, 373, 374, 380, 381, 382] },
];
/** The skin fold above each upper lid, which follows the lid part of the way in a blink. */
export const lidFolds = [
  [247, 30, 29, 27, 28, 56, 190],
  [467, 260, 259, 257, 258, 286, 414],
];

export const faceOval = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148,
  176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
];
