// The offline map's frame: an equirectangular projection scaled for Korea's latitude, shared by the outline
// (drawn once by scripts/build-korea-map.ts) and the pins (placed at run time).
export const MAP_BOUNDS = { west: 124.5, east: 131, north: 38.7, south: 33 };
export const MAP_WIDTH = 400;
const COS_LAT = Math.cos((36 * Math.PI) / 180);
const SCALE = MAP_WIDTH / ((MAP_BOUNDS.east - MAP_BOUNDS.west) * COS_LAT);
export const MAP_HEIGHT = Math.round((MAP_BOUNDS.north - MAP_BOUNDS.south) * SCALE);

/** Where a point falls on the map, in the SVG's units. */
export function projectToMap(lat: number, lng: number): { x: number; y: number } {
  return { x: (lng - MAP_BOUNDS.west) * COS_LAT * SCALE, y: (MAP_BOUNDS.north - lat) * SCALE };
}
