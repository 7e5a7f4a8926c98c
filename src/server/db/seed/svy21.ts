/**
 * Approximate SVY21 grid coordinates (metres) from WGS84, good to a few metres across Singapore:
 * enough for sandbox X/Y values that sit where the real service would put them.
 */
const ORIGIN_LAT = 1.366666;
const ORIGIN_LNG = 103.833333;
const FALSE_EASTING = 28_001.642;
const FALSE_NORTHING = 38_744.572;
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG = 111_320 * Math.cos((ORIGIN_LAT * Math.PI) / 180);

export function approximateSvy21(latitude: number, longitude: number): { x: string; y: string } {
  const x = FALSE_EASTING + (longitude - ORIGIN_LNG) * METRES_PER_DEGREE_LNG;
  const y = FALSE_NORTHING + (latitude - ORIGIN_LAT) * METRES_PER_DEGREE_LAT;
  return { x: x.toFixed(4), y: y.toFixed(4) };
}
