/**
 * GeoNames ids of the places the tests use (the `cities1000` dump every test database loads):
 * named once, so a test says "Berlin and Potsdam" instead of numbers.
 */
export const berlin = 2950159;
export const potsdam = 2852458;
export const hamburg = 2911298;
export const lisbon = 2267057;
export const porto = 2735943;
export const paris = 2988507;
export const munich = 2867714;
export const cologne = 2886242;
export const barcelona = 3128760;
export const saoPaulo = 3448439;
export const newYork = 5128581;
export const brooklyn = 5110302;
export const manhattan = 5125771;
export const tokyo = 1850147;
/** Two places that start alike: the larger comes first unless one's network goes to the other. */
export const frankfurtAmMain = 2925533;
export const frankfurtOder = 2925535;
