import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PaletteState {
  search: string;
  /** The highlighted command; empty means the first one shown. */
  selected: string;
  /** The command whose steps are shown, or null for the command list. */
  commandId: string | null;
}

const initialState: PaletteState = { search: '', selected: '', commandId: null };

export const paletteSlice = createSlice({
  name: 'palette',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.selected = '';
    },
    selectionChanged(state, action: PayloadAction<string>) {
      state.selected = action.payload;
    },
    commandActivated(state, action: PayloadAction<string>) {
      state.commandId = action.payload;
      state.search = '';
      state.selected = '';
    },
    backToCommands: () => initialState,
  },
});

export const { searchChanged, selectionChanged, commandActivated, backToCommands } =
  paletteSlice.actions;
