print("interaction-sim")
