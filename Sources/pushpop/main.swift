print("pushpop")
