import "./emulator/index.js";
