/** Where the server reads the time: tests hand the services a fixed clock (ServiceOptions.clock). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
