import type { MyMachinesResponse, ProductMachine } from '@shop/contracts';

/** A machine signed in from the indicator, seen this morning. */
export const desk: ProductMachine = {
  id: '0193a000-0000-7000-8000-0000000000d1',
  kind: 'seat',
  machineName: 'Desk',
  machineId: 'A1B2C3D4E5F6A7B8',
  platformVersion: '8.1.5.2',
  lastCheckInAt: '2026-11-29T08:00:00.000Z',
  activatedAt: '2026-11-20T08:00:00.000Z',
};

/** A machine licensed by Machine ID, never checked in. */
export const office: ProductMachine = {
  ...desk,
  id: '0193a000-0000-7000-8000-0000000000d2',
  kind: 'machineId',
  machineName: 'Office',
  machineId: 'F6E5D4C3B2A1F0E9',
  platformVersion: null,
  lastCheckInAt: null,
};

/** The machines list of one product (Order Flow Pro) held on `seats` seats of 2 machines each. */
export const machinesList = (machines: ProductMachine[], seats: number): MyMachinesResponse => ({
  idleReleaseDays: 14,
  products: [
    {
      product: { id: '0193a000-0000-7000-8000-000000000001', slug: 'order-flow-pro', name: 'Order Flow Pro' },
      seats,
      machinesPerSeat: 2,
      // As the server counts them: distinct machine ids, any letter case.
      machinesInUse: new Set(machines.map((machine) => machine.machineId.toLowerCase())).size,
      machines,
    },
  ],
});
