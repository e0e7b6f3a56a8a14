import "./action/index.js";
