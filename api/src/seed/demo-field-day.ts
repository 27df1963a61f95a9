/**
 * How each demo checklist step is done and how it is checked, as the guided execution view
 * shows them under the current step. Steps not listed here carry a general guide.
 */
const STEP_GUIDES: Readonly<Record<string, { instructions: string; verification: string }>> = {
  'Strip beds and start laundry': {
    instructions:
      'Strip every bed, mattress protectors included. Run the sheets on warm with the unscented detergent under the sink.',
    verification: 'No linen left on any bed; the washer is running.',
  },
  'Clean bathrooms': {
    instructions:
      'Spray the shower, tub, sink and toilet; leave the cleaner two minutes, then scrub and rinse. Polish the mirror and taps last.',
    verification:
      'Take a photo of each bathroom from the door: no hair, no water marks, fresh towels folded.',
  },
  'Vacuum and mop floors': {
    instructions: 'Vacuum under the beds and sofa, then mop the hard floors from the far wall out.',
    verification: 'No crumbs or hair on the floors; floors dry before you leave.',
  },
  'Empty the dishwasher': {
    instructions: 'Put everything back where the labels in the cupboards say.',
    verification: 'The dishwasher is empty and its door left ajar.',
  },
  'Take out trash and recycling': {
    instructions: 'Bag every bin; recycling goes in the blue bin by the driveway.',
    verification: 'All bins inside are empty with a fresh liner.',
  },
  'Diagnose the problem': {
    instructions:
      'Turn the water or power off at the source first. Note what you find in a message.',
    verification: 'The cause is named in the task thread.',
  },
  'Repair or replace the part': {
    instructions: 'Use the parts in the owner closet; keep the receipt for anything bought.',
    verification: 'Take a photo of the repaired part in place.',
  },
  'Test and clean up': {
    instructions:
      'Run it for five minutes and check for leaks or errors; take your tools and packaging away.',
    verification: 'Working as intended, and the area is as clean as you found it.',
  },
  'Check smoke and CO detectors': {
    instructions: 'Press the test button of every detector; replace a battery that chirps.',
    verification: 'Every detector sounds when tested.',
  },
  'Check for damage': {
    instructions: 'Walk every room: walls, furniture, appliances, outdoor furniture.',
    verification: 'Take a photo of anything damaged, or of the living room when nothing is.',
  },
  'Confirm amenities are stocked': {
    instructions:
      'Count towels, toilet paper, coffee and the welcome basket against the list on the fridge.',
    verification: 'Everything on the list is there at least once per guest.',
  },
};

const GENERAL_GUIDE = {
  instructions: 'Follow the property notes; ask in the task thread if anything is unclear.',
  verification: 'Done as described, the area left tidy.',
};

/** The guide of a demo step, as the checklist item's instructions and verification criteria. */
export function stepGuide(title: string): { instructions: string; verificationCriteria: string } {
  const guide = STEP_GUIDES[title] ?? GENERAL_GUIDE;
  return { instructions: guide.instructions, verificationCriteria: guide.verification };
}
