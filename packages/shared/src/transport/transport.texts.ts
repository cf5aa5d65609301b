/**
 * Texts of the transport office the server answers with, and its schemas' messages. Kept apart
 * from the schemas so that the message tables load without them.
 */
export const TRANSPORT_TEXTS = {
  registrationWritten: 'The registration number must be written as on the vehicle, such as TS 09 EA 1234 or 22 BH 1234 AA',
  phoneWritten: '{{field}} must be a mobile number of 10 digits starting with 6, 7, 8 or 9',
  timeWritten: 'The pick-up time of {{stop}} must be a time of day written HH:MM, such as 07:35',
  distanceWritten: 'The distance of {{stop}} must be in kilometres from 0 to 300, with at most one decimal, such as 12.5',
  routeCodeWritten: 'The route code must be letters, digits and hyphens, such as R-04',
  stopTwice: 'The stop {{stop}} is on the route twice',
  stopsOutOfOrder: 'Stops must be in the order the bus reaches them: {{stop}} is picked up before {{previous}}',
  routeCodeExists: 'Route {{code}} already exists',
  registrationExists: 'Vehicle {{registration}} is already in the fleet',
  vehicleOnRoute: 'Vehicle {{registration}} already runs route {{route}}: give that route another vehicle first',
  vehicleRunsRoute: 'Vehicle {{registration}} runs route {{route}}: give that route another vehicle before removing it',
  slabDistanceWritten: 'A slab must reach from 0.1 to 300 kilometres, with at most one decimal, such as 12.5',
  fareAmount: 'A slab’s yearly fee must be from ₹0.01 to ₹5,00,000',
  fareTyped: 'A slab’s yearly fee must be an amount in rupees, such as 12000 or 12000.50',
  slabsOutOfOrder: 'Slabs must be nearest first: the slab up to {{km}} km comes after the slab up to {{previous}} km',
  fareFalls: 'A farther slab may not cost less: the slab up to {{km}} km costs less than the slab up to {{previous}} km',
  routeNotFound: 'No such route',
  vehicleNotFound: 'No such vehicle',
  paperFitness: 'fitness certificate',
  paperInsurance: 'insurance',
  paperPermit: 'permit',
  paperPollution: 'pollution check',
} as const;
