import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchEntryKind } from '@staydesk/contracts';

export interface PaletteState {
  search: string;
  /** The command whose steps are shown, or null for the command list. */
  commandId: string | null;
  /** The question the assistant answers, once asked. */
  question: string | null;
  /** Result groups opened with 'Show N more'. */
  expanded: SearchEntryKind[];
}

const initialState: PaletteState = {
  search: '',
  commandId: null,
  question: null,
  expanded: [],
};

export const paletteSlice = createSlice({
  name: 'palette',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.expanded = [];
    },
    commandActivated(state, action: PayloadAction<string>) {
      state.commandId = action.payload;
      state.search = '';
    },
    questionAsked(state, action: PayloadAction<string>) {
      state.question = action.payload;
    },
    groupExpanded(state, action: PayloadAction<SearchEntryKind>) {
      state.expanded.push(action.payload);
    },
    backToCommands: () => initialState,
  },
});

export const { searchChanged, commandActivated, questionAsked, groupExpanded, backToCommands } =
  paletteSlice.actions;
